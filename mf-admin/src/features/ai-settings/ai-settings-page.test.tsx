import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { ADMIN_AI_PATH } from '../../components/admin-menu';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

test('the admin turns AI replies on with a provider; the key is sent once and then shown only as kept', async () => {
  const sent = recordJson('put', endpoints.updateAdminAiConfig.path);
  renderAdmin(ADMIN_AI_PATH);
  await user.click(await screen.findByRole('switch', { name: 'AI replies' }));
  await user.type(screen.getByLabelText('API host'), 'https://llm.example.com');
  await user.type(screen.getByLabelText('API key'), 'sk-secret');
  await user.click(screen.getByTestId('ai-load-models'));
  await user.type(screen.getByRole('combobox', { name: 'Model' }), 'mock-model');
  await user.click(screen.getByTestId('ai-save'));

  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent).toEqual([
    expect.objectContaining({
      enabled: true,
      chosen_provider: 'openai',
      ai_providers: [{ provider: 'openai', api_host: 'https://llm.example.com', api_key: 'sk-secret', model: 'mock-model' }],
      member_daily_limit: 20,
      points_per_reply: 0,
    }),
  ]);
  // Read back: the key field is blank and says a key is kept.
  expect(await screen.findByText('A key is saved. Leave this blank to keep it, or type a new one to replace it.')).toBeInTheDocument();
  expect(screen.getByLabelText('API key')).toHaveValue('');
});

test("the server's field errors show on their fields", async () => {
  server.use(
    cannedAnswer(endpoints.updateAdminAiConfig, () =>
      errorResponses.fieldErrors([
        { error_field: 'ai_providers.0.api_host', error_msg: 'Enter an http:// or https:// URL (at most 512 characters).' },
        { error_field: 'temperature', error_msg: 'Enter a temperature from 0 to 2.' },
      ]),
    ),
  );
  renderAdmin(ADMIN_AI_PATH);
  await screen.findByLabelText('API host');
  await user.click(screen.getByTestId('ai-save'));
  const host = screen.getByLabelText('API host').closest('.ant-form-item') as HTMLElement;
  expect(await within(host).findByText('Enter an http:// or https:// URL (at most 512 characters).')).toBeInTheDocument();
  const temperature = screen.getByLabelText('Temperature').closest('.ant-form-item') as HTMLElement;
  expect(within(temperature).getByText('Enter a temperature from 0 to 2.')).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('the AI page is in the admin menu', async () => {
  renderAdmin(ADMIN_AI_PATH);
  const menu = await screen.findByTestId('admin-menu');
  expect(within(menu).getByText('AI')).toBeInTheDocument();
  expect(await screen.findByTestId('ai-settings-form')).toBeInTheDocument();
});

test('turning AI on without a provider says what is missing, on the provider fields', async () => {
  renderAdmin(ADMIN_AI_PATH);
  await user.click(await screen.findByRole('switch', { name: 'AI replies' }));
  await user.click(screen.getByTestId('ai-save'));
  const host = screen.getByLabelText('API host').closest('.ant-form-item') as HTMLElement;
  expect(await within(host).findByText('Enter the API host and the model of the chosen provider.')).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('the admin sets the image model, size and price of AI pictures', async () => {
  const sent = recordJson('put', endpoints.updateAdminAiConfig.path);
  renderAdmin(ADMIN_AI_PATH);
  await user.type(await screen.findByRole('combobox', { name: 'Image model' }), 'gpt-image-1');
  await user.click(screen.getByRole('combobox', { name: 'Picture size' }));
  await user.click(await screen.findByTitle('1024 × 1536'));
  const price = screen.getByTestId('ai-points_per_picture');
  await user.clear(price);
  await user.type(price, '5');
  await user.click(screen.getByTestId('ai-save'));

  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent).toEqual([expect.objectContaining({ image_model: 'gpt-image-1', image_size: '1024x1536', points_per_picture: 5 })]);
});
