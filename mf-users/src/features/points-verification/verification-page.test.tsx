import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type Verification } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, FIXTURE_NOW, ok } from '@site/mock-server';
import { http, setupMockServer, recordJson } from '@site/mock-server/node';

import { renderPoints } from '../../test-support/points';

const server = setupMockServer();

/** The verification the server holds: after `submitVerification`, the one sent (as the server would show it). */
function serveVerification(first: Verification) {
  let current = first;
  server.use(
    http.get(anyOrigin(endpoints.getVerification.path), () => ok(current)),
    http.put(anyOrigin(endpoints.submitVerification.path), async ({ request }) => {
      const body = (await request.json()) as { real_name: string; id_number: string };
      current = { status: 'pending', real_name: body.real_name, id_number_masked: `**********${body.id_number.slice(-4)}`, reason: '', submitted_at: FIXTURE_NOW };
      return ok(current);
    }),
  );
}
const NONE: Verification = { status: 'none', real_name: '', id_number_masked: '', reason: '', submitted_at: 0 };

test('a member with no verification sends name and number, then sees it pending with the number masked', async () => {
  serveVerification(NONE);
  renderPoints('/points/verification');
  await userEvent.type(await screen.findByLabelText('Real name'), 'Li Lei');
  await userEvent.type(screen.getByLabelText('Identity number'), '110101199001017777');
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByTestId('verification-status')).toHaveTextContent("Waiting for an admin to review your details.");
  expect(screen.getByTestId('verification-masked')).toHaveTextContent('**********7777');
  expect(screen.queryByTestId('verification-form')).not.toBeInTheDocument();
});

test('fields are checked as the contract checks them, before anything is sent', async () => {
  serveVerification(NONE);
  const sent = recordJson('put', endpoints.submitVerification.path, server);
  renderPoints('/points/verification');
  await userEvent.type(await screen.findByLabelText('Real name'), 'X');
  await userEvent.type(screen.getByLabelText('Identity number'), '12');
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Enter your name as on your identity document (2 to 60 characters).')).toBeInTheDocument();
  expect(screen.getByText('Enter your identity number (6 to 32 letters, digits or dashes).')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test("the server's field errors land on their fields; its other refusals above the form", async () => {
  serveVerification(NONE);
  server.use(cannedAnswer(endpoints.submitVerification, () => errorResponses.fieldErrors([{ error_field: 'id_number', error_msg: 'This number is refused.' }])));
  const { unmount } = renderPoints('/points/verification');
  await userEvent.type(await screen.findByLabelText('Real name'), 'Li Lei');
  await userEvent.type(screen.getByLabelText('Identity number'), '110101199001017777');
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('This number is refused.')).toBeInTheDocument();
  expect(screen.getByLabelText('Identity number')).toHaveAttribute('aria-invalid', 'true');
  unmount();

  server.use(cannedAnswer(endpoints.submitVerification, () => errorResponses.toast('error.points.verification_done')));
  renderPoints('/points/verification');
  await userEvent.type(await screen.findByLabelText('Real name'), 'Li Lei');
  await userEvent.type(screen.getByLabelText('Identity number'), '110101199001017777');
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your real-name verification is already approved.');
});

test("a rejected verification shows the admin's reason and can be sent again", async () => {
  serveVerification({ status: 'rejected', real_name: 'Li Lei', id_number_masked: '**********1234', reason: 'The name does not match', submitted_at: FIXTURE_NOW });
  renderPoints('/points/verification');
  expect(await screen.findByTestId('verification-status')).toHaveTextContent("The admin's reason: The name does not match");
  expect(screen.getByLabelText('Real name')).toHaveValue('Li Lei');
  await userEvent.type(screen.getByLabelText('Identity number'), 'A1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Submit again' }));
  expect(await screen.findByText('Waiting for an admin to review your details.')).toBeInTheDocument();
  expect(screen.getByTestId('verification-masked')).toHaveTextContent('**********4567');
});

test('an approved verification is shown, with no form', async () => {
  serveVerification({ status: 'approved', real_name: 'Li Lei', id_number_masked: '**********7777', reason: '', submitted_at: FIXTURE_NOW });
  renderPoints('/points/verification');
  expect(await screen.findByTestId('verification-status')).toHaveTextContent('Verified: you can cash points out.');
  expect(screen.queryByTestId('verification-form')).not.toBeInTheDocument();
});
