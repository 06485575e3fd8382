import { CloudDriveError } from '@site/shared/lib';
import type { CloudDriveBridge, ConnectOptions } from './cloud-drive-bridge';
import { createCloudDrive } from './drive-client';

const DRIVE = { enabled: true, url: 'https://drive.example.com/bridge.html', origin: 'https://drive.example.com' };

/** A drive that answers each call through `reply` (or not at all), as the real frame emits events. */
function fakeDrive(reply: (name: string, data: Record<string, unknown>) => { name: string; data: unknown } | null, handshake: 'ok' | 'fail' = 'ok') {
  const calls: { name: string; data: Record<string, unknown> }[] = [];
  const connect = jest.fn((o: ConnectOptions): Promise<CloudDriveBridge> => {
    if (handshake === 'fail') return Promise.reject(new Error('cloud drive did not answer within 10 s'));
    return Promise.resolve({
      call(name: string, data?: unknown) {
        const d = data as Record<string, unknown>;
        calls.push({ name, data: d });
        const event = reply(name, d);
        if (event) setTimeout(() => o.onEvent(event), 0);
      },
      destroy: jest.fn(),
    });
  });
  return { calls, connect };
}

afterEach(() => document.querySelectorAll('.cloud-drive-host').forEach((n) => n.remove()));

test('nothing is mounted until a page asks; then one hidden frame host answers the files of the request it sent', async () => {
  const { calls, connect } = fakeDrive((name, d) => (name === 'listFiles' ? { name: 'files', data: { request_id: d.request_id, files: [{ id: 'f1', name: 'notes.pdf', size: 12 }] } } : null));
  const drive = createCloudDrive({ driveInfo: () => DRIVE, connect });
  expect(connect).not.toHaveBeenCalled();
  expect(document.querySelector('.cloud-drive-host')).toBeNull();

  await expect(drive.listFiles()).resolves.toEqual([{ id: 'f1', name: 'notes.pdf', size: 12 }]);
  await drive.listFiles();
  expect(connect).toHaveBeenCalledTimes(1);
  expect(connect.mock.calls[0]![0].url).toBe(DRIVE.url);
  expect(document.querySelectorAll('.cloud-drive-host')).toHaveLength(1);
  expect(calls.map((c) => c.name)).toEqual(['listFiles', 'listFiles']);
  expect(calls[0]!.data.request_id).not.toBe(calls[1]!.data.request_id);
});

test("an answer to another request is not taken for this one; the drive's share and saved answers come back", async () => {
  const { connect } = fakeDrive((name, d) => {
    if (name === 'shareFile') return { name: 'share', data: { request_id: d.request_id, share_url: `https://pan.example.com/s/${String(d.file_id)}`, share_code: 'ab12', name: 'notes.pdf' } };
    if (name === 'saveShare') return { name: 'saved', data: { request_id: d.request_id, message: `Saved ${String(d.share_url)} to /Saved` } };
    return { name: 'files', data: { request_id: 'someone-else', files: [] } };
  });
  const drive = createCloudDrive({ driveInfo: () => DRIVE, connect, requestTimeoutMs: 200 });
  await expect(drive.shareFile('f1')).resolves.toEqual({ share_url: 'https://pan.example.com/s/f1', share_code: 'ab12', name: 'notes.pdf' });
  await expect(drive.saveShare({ share_url: 'https://pan.example.com/s/f1', share_code: 'ab12' })).resolves.toEqual({ message: 'Saved https://pan.example.com/s/f1 to /Saved' });
  await expect(drive.listFiles()).rejects.toEqual(new CloudDriveError('timeout'));
});

test("the drive's refusal carries its words; a share link that is not http(s) is refused as invalid", async () => {
  const { connect } = fakeDrive((name, d) =>
    name === 'saveShare'
      ? { name: 'failed', data: { request_id: d.request_id, message: 'Your drive is full' } }
      : { name: 'share', data: { request_id: d.request_id, share_url: 'javascript:alert(1)', share_code: '' } },
  );
  const drive = createCloudDrive({ driveInfo: () => DRIVE, connect });
  await expect(drive.saveShare({ share_url: 'https://pan.example.com/s/x', share_code: '' })).rejects.toMatchObject({ code: 'refused', message: 'Your drive is full' });
  await expect(drive.shareFile('f1')).rejects.toMatchObject({ code: 'invalid' });
});

test('a handshake that times out is a timeout error, its frame is removed, and the next call tries again', async () => {
  const { connect } = fakeDrive(() => null, 'fail');
  const drive = createCloudDrive({ driveInfo: () => DRIVE, connect });
  await expect(drive.listFiles()).rejects.toMatchObject({ code: 'timeout' });
  await Promise.resolve();
  expect(document.querySelector('.cloud-drive-host')).toBeNull();
  await expect(drive.listFiles()).rejects.toMatchObject({ code: 'timeout' });
  expect(connect).toHaveBeenCalledTimes(2);
});

test('with no drive configured nothing is mounted and calls say so', async () => {
  const { connect } = fakeDrive(() => null);
  const drive = createCloudDrive({ driveInfo: () => ({ enabled: false, url: '', origin: '' }), connect });
  await expect(drive.listFiles()).rejects.toMatchObject({ code: 'unavailable' });
  expect(connect).not.toHaveBeenCalled();
});

test("when the admin names another drive, the next call mounts that one and the old frame goes", async () => {
  const { connect } = fakeDrive((name, d) => ({ name: 'files', data: { request_id: d.request_id, files: [] } }));
  let info = DRIVE;
  const drive = createCloudDrive({ driveInfo: () => info, connect });
  await drive.listFiles();
  info = { enabled: true, url: 'https://other-drive.example.com/bridge', origin: 'https://other-drive.example.com' };
  await drive.listFiles();
  expect(connect.mock.calls.map(([o]) => o.url)).toEqual([DRIVE.url, info.url]);
  expect(document.querySelectorAll('.cloud-drive-host')).toHaveLength(1);
});
