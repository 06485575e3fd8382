import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { CloudDriveError, type CloudDrive } from '@site/shared/lib';
import { provideCloudDrive } from '@site/shared/page';
import { mockState, users } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAs } from '../../components/editor/test-support/editor';
import { askRoutes } from './test-support/routes';

const server = setupMockServer();
beforeEach(() => localStorage.clear());
afterEach(() => provideCloudDrive(null));
jest.setTimeout(40_000);
const user = userEvent.setup({ delay: null });

const DRIVE = { enabled: true, url: 'https://drive.example.com/bridge', origin: 'https://drive.example.com' };
function fakeDrive(over: Partial<CloudDrive> = {}): CloudDrive {
  const drive: CloudDrive = {
    listFiles: jest.fn(async () => [
      { id: 'f1', name: 'lecture-notes.pdf', size: 1200 },
      { id: 'f2', name: 'dataset.zip', size: 99000 },
    ]),
    shareFile: jest.fn(async (id: string) => ({ share_url: `https://drive.example.com/s/${id}`, share_code: 'k3y9', name: id === 'f2' ? 'dataset.zip' : 'lecture-notes.pdf' })),
    saveShare: jest.fn(),
    ...over,
  };
  provideCloudDrive(drive);
  return drive;
}

const openResourceAsk = async () => {
  renderAs(askRoutes, '/questions/ask?content_type=3', users.activated);
  await screen.findByTestId('ask-page');
};
const fillPost = async () => {
  await user.type(screen.getByTestId('title-input'), 'Course materials');
  await user.type(screen.getByTestId('content-editor'), 'Slides and data for the course');
  await user.click(await screen.findByTestId('recommended-tag-react'));
};

test('with no drive configured a resource takes a pasted link and code, with no drive button; other kinds have no share', async () => {
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  fakeDrive();
  await openResourceAsk();
  expect(screen.queryByTestId('drive-pick')).not.toBeInTheDocument();
  await fillPost();
  await user.type(screen.getByLabelText('Share link'), 'https://pan.example.com/s/abc');
  await user.type(screen.getByLabelText('Extraction code'), 'w9x2');
  await user.click(screen.getByRole('button', { name: 'Share your resource' }));
  expect(await screen.findByTestId('detail-page')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ content_type: 3, share_url: 'https://pan.example.com/s/abc', share_code: 'w9x2' });

  renderAs(askRoutes, '/questions/ask?content_type=1', users.activated);
  await screen.findByTestId('ask-page');
  expect(screen.queryByTestId('drive-share-fields')).not.toBeInTheDocument();
});

test('"Pick from my drive" lists the drive\'s files; the one used fills the link and code, which are published', async () => {
  mockState.siteInfo.cloud_drive = DRIVE;
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  const drive = fakeDrive();
  await openResourceAsk();
  await user.click(await screen.findByTestId('drive-pick'));
  const picker = await screen.findByRole('dialog');
  expect(within(picker).getAllByTestId('drive-file').map((f) => f.textContent)).toEqual([expect.stringContaining('lecture-notes.pdf'), expect.stringContaining('dataset.zip')]);
  await user.click(within(within(picker).getAllByTestId('drive-file')[1]!).getByRole('button', { name: 'Use this file' }));
  expect(await screen.findByTestId('drive-picked')).toHaveTextContent('Filled in from your drive: dataset.zip');
  expect(drive.shareFile).toHaveBeenCalledWith('f2');
  expect(screen.getByLabelText('Share link')).toHaveValue('https://drive.example.com/s/f2');
  expect(screen.getByLabelText('Extraction code')).toHaveValue('k3y9');
  await fillPost();
  await user.click(screen.getByRole('button', { name: 'Share your resource' }));
  expect(await screen.findByTestId('detail-page')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ share_url: 'https://drive.example.com/s/f2', share_code: 'k3y9' });
});

test('a drive that does not answer says so, and the link can still be pasted', async () => {
  mockState.siteInfo.cloud_drive = DRIVE;
  fakeDrive({ listFiles: jest.fn(async () => Promise.reject(new CloudDriveError('timeout'))) });
  await openResourceAsk();
  await user.click(await screen.findByTestId('drive-pick'));
  expect(await screen.findByTestId('drive-error')).toHaveTextContent('The cloud drive did not answer; try again or paste the link.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Share link'), 'https://pan.example.com/s/pasted');
  expect(screen.getByLabelText('Share link')).toHaveValue('https://pan.example.com/s/pasted');
});

test("a share link that is not http(s) is refused in the form with the server's words", async () => {
  await openResourceAsk();
  await user.type(screen.getByLabelText('Share link'), 'javascript:alert(1)');
  await user.click(screen.getByLabelText('Extraction code'));
  expect(await screen.findByText('Enter the share link as an http:// or https:// address.')).toBeInTheDocument();
});
