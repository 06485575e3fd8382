import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, UPLOAD_MAX_BYTES } from '@site/shared/contract';
import { anyOrigin, errorResponses, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { Form } from 'antd';
import { at } from '@site/mock-server/render';
import { MarkdownEditor } from './markdown-editor';
import { countRequests, pickedFile, renderAs, renderEditor } from './test-support/editor';

const server = setupMockServer();
afterEach(() => server.events.removeAllListeners());
jest.setTimeout(30_000);
const user = userEvent.setup({ applyAccept: false, delay: null });

const textArea = () => screen.getByTestId('markdown-editor') as HTMLTextAreaElement;
const dialog = (id: string) => screen.findByTestId(id);
const okButton = (id: string) => screen.getByTestId(`${id}-ok`);

test('typing shows a live preview; raw HTML is shown as text, never run', async () => {
  renderEditor();
  expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  await user.type(textArea(), 'Hello **world** <img src=x onerror=alert(1)>');
  const preview = screen.getByTestId('editor-preview');
  expect(preview.querySelector('strong')).toHaveTextContent('world');
  expect(preview.querySelector('img')).toBeNull();
  expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
});

test('on its own, the text area and the toolbar have accessible names', () => {
  renderEditor();
  expect(screen.getByRole('textbox', { name: 'Markdown text' })).toBe(textArea());
  expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
});

test("in a form field, the field's label names the text area and its hint describes it", async () => {
  const field = (
    <Form>
      <Form.Item name="content" label="Body" extra="Markdown is supported.">
        <MarkdownEditor testId="body-editor" />
      </Form.Item>
    </Form>
  );
  renderAs([at('/', field)], '/');
  const box = await screen.findByRole('textbox', { name: 'Body' });
  expect(box).toBe(screen.getByTestId('body-editor'));
  expect(box).toHaveAccessibleDescription('Markdown is supported.');
});

test('bold wraps the selection', async () => {
  renderEditor('make me bold');
  textArea().setSelectionRange(8, 12);
  await user.click(screen.getByTestId('editor-bold'));
  expect(textArea()).toHaveValue('make me **bold**');
});

test('code block: empty code is refused with the spec message; a block keeps its language', async () => {
  renderEditor('Intro');
  textArea().setSelectionRange(5, 5);
  await user.click(screen.getByTestId('editor-code'));
  await dialog('code-dialog');
  await user.click(okButton('code-dialog'));
  expect(await screen.findByText('Code block cannot be empty.')).toBeInTheDocument();
  await user.type(screen.getByTestId('code-dialog-code'), 'let a = 1;');
  await user.type(screen.getByTestId('code-dialog-language'), 'js');
  await user.click(okButton('code-dialog'));
  await waitFor(() => expect(textArea()).toHaveValue('Intro\n\n```js\nlet a = 1;\n```\n'));
  expect(screen.getByTestId('editor-preview').querySelector('code.language-js')).toHaveTextContent('let a = 1;');
});

test('link: the URL cannot be empty and must be valid; a link is inserted with the selected text', async () => {
  renderEditor('see docs');
  textArea().setSelectionRange(4, 8);
  await user.click(screen.getByTestId('editor-link'));
  await dialog('link-dialog');
  expect(screen.getByTestId('link-dialog-text')).toHaveValue('docs');
  await user.click(okButton('link-dialog'));
  expect(await screen.findByText('URL cannot be empty.')).toBeInTheDocument();
  await user.type(screen.getByTestId('link-dialog-url'), 'javascript:alert(1)');
  await user.click(okButton('link-dialog'));
  expect(await screen.findByText(/Please enter a valid URL/)).toBeInTheDocument();
  await user.clear(screen.getByTestId('link-dialog-url'));
  await user.type(screen.getByTestId('link-dialog-url'), 'https://example.com/docs');
  await user.click(okButton('link-dialog'));
  await waitFor(() => expect(textArea()).toHaveValue('see [docs](https://example.com/docs)'));
  const a = screen.getByTestId('editor-preview').querySelector('a');
  expect(a).toHaveAttribute('href', 'https://example.com/docs');
  expect(a).toHaveAttribute('rel', 'nofollow noopener noreferrer');
});

test('image: the URL cannot be empty or invalid', async () => {
  renderEditor();
  await user.click(screen.getByTestId('editor-image'));
  await dialog('image-dialog');
  await user.click(okButton('image-dialog'));
  expect(await screen.findByText('URL cannot be empty.')).toBeInTheDocument();
  await user.type(screen.getByTestId('image-dialog-url'), 'not a url');
  await user.click(okButton('image-dialog'));
  expect(await screen.findByText(/Please enter a valid URL/)).toBeInTheDocument();
});

test('image: an upload shows progress, fills the URL, and the image is inserted', async () => {
  let release!: () => void;
  const answered = new Promise<void>((r) => (release = r));
  let source: unknown;
  server.use(
    http.post(anyOrigin(endpoints.uploadFile.path), async ({ request }) => {
      source = (await request.formData()).get('source');
      await answered;
      return ok('/uploads/post/abc.png');
    }),
  );
  renderEditor();
  await user.click(screen.getByTestId('editor-image'));
  const d = await dialog('image-dialog');
  await user.upload(screen.getByTestId('image-dialog-file'), pickedFile('cat.png', 'image/png'));
  expect(await screen.findByTestId('image-upload-progress')).toHaveTextContent(/Uploading: \d+%/);
  release();
  await waitFor(() => expect(screen.getByTestId('image-dialog-url')).toHaveValue('/uploads/post/abc.png'));
  expect(source).toBe('post');
  await user.type(within(d).getByTestId('image-dialog-alt'), 'a cat');
  await user.click(okButton('image-dialog'));
  await waitFor(() => expect(textArea()).toHaveValue('![a cat](/uploads/post/abc.png)'));
  expect(screen.getByTestId('editor-preview').querySelector('img')).toHaveAttribute('src', '/uploads/post/abc.png');
});

test('image: non-images and files over 4 MB are refused before sending; the server error is shown', async () => {
  const uploads = countRequests(server, endpoints.uploadFile.path, 'POST');
  renderEditor();
  await user.click(screen.getByTestId('editor-image'));
  await dialog('image-dialog');
  await user.upload(screen.getByTestId('image-dialog-file'), pickedFile('notes.txt', 'text/plain'));
  expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('Only image files can be uploaded.');
  await user.upload(screen.getByTestId('image-dialog-file'), pickedFile('huge.png', 'image/png', UPLOAD_MAX_BYTES + 1));
  expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('The file cannot be larger than 4 MB.');
  expect(uploads.count).toBe(0);

  server.use(http.post(anyOrigin(endpoints.uploadFile.path), () => errorResponses.fieldErrors([{ error_field: 'file', error_msg: 'This picture could not be read.' }])));
  await user.upload(screen.getByTestId('image-dialog-file'), pickedFile('broken.png', 'image/png'));
  expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('This picture could not be read.');
});
