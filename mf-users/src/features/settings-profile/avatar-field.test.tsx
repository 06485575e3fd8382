import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, UPLOAD_MAX_BYTES } from '@site/shared/contract';
import { anyOrigin, errorResponses, mockState, mockUploadUrl, ok } from '@site/mock-server';
import { delay, http, setupMockServer, recordJson } from '@site/mock-server/node';
import { countRequests, pickedFile, renderSettings } from '../../test-support/settings';

const server = setupMockServer();
afterEach(() => server.events.removeAllListeners());
// The picker offers images only (accept="image/*"), but "All files" gets past it: the page must check too.
const user = userEvent.setup({ applyAccept: false, delay: null });

async function chooseCustom() {
  renderSettings('/users/settings');
  await user.click(await screen.findByRole('radio', { name: 'Custom image' }));
}
const pick = (file: File) => user.upload(screen.getByLabelText('Upload image'), file);

test('a custom picture is uploaded with progress shown, previewed, and saved as the avatar', async () => {
  let sentSource: unknown;
  let release!: () => void;
  const answered = new Promise<void>((r) => (release = r));
  server.use(
    http.post(anyOrigin(endpoints.uploadFile.path), async ({ request }) => {
      sentSource = (await request.formData()).get('source');
      await answered; // hold the answer so the progress can be seen
      return ok(mockUploadUrl('me.png'));
    }),
  );
  const saved = recordJson('put', endpoints.updateUserInfo.path, server);
  await chooseCustom();
  await pick(pickedFile('me.png', 'image/png'));

  expect(await screen.findByTestId('upload-progress')).toHaveTextContent(/Uploading: \d+%/);
  release();
  await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
  expect(sentSource).toBe('avatar');
  expect(screen.getByTestId('avatar-preview').querySelector('img')).toHaveAttribute('src', mockUploadUrl('me.png'));

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(saved[0]).toMatchObject({ avatar: { type: 'custom', custom: mockUploadUrl('me.png') } });
});

test('the page refuses a file that is not an image, or is over 4 MB, without sending it', async () => {
  const uploads = countRequests(server, endpoints.uploadFile.path, 'POST');
  await chooseCustom();
  await pick(pickedFile('notes.txt', 'text/plain'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only image files can be uploaded.');
  await pick(pickedFile('huge.png', 'image/png', UPLOAD_MAX_BYTES + 1));
  expect(await screen.findByText('The file cannot be larger than 4 MB.')).toBeInTheDocument();
  expect(uploads.count).toBe(0);
});

test("the server's refusal of the file is shown", async () => {
  server.use(
    http.post(anyOrigin(endpoints.uploadFile.path), async () => {
      await delay(10);
      return errorResponses.fieldErrors([{ error_field: 'file', error_msg: 'This picture could not be read.' }]);
    }),
  );
  await chooseCustom();
  await pick(pickedFile('broken.png', 'image/png'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This picture could not be read.');
});

test('choosing a custom picture without uploading one is stopped at save', async () => {
  const saved = recordJson('put', endpoints.updateUserInfo.path, server);
  await chooseCustom();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Upload an image to use it as your picture.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('with avatars locked by the site, the choice is disabled', async () => {
  mockState.siteInfo.site_users.allow_update_avatar = false;
  renderSettings('/users/settings');
  expect(await screen.findByRole('radio', { name: 'Custom image' })).toBeDisabled();
});
