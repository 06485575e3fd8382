import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { cannedAnswer, errorResponses, handle, mockPermissions, mockReview, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { duplicateLinkProblem, ReportButton } from './report-modal.js';

const server = setupMockServer();
jest.setTimeout(30_000);

function renderButton(objectType: 'question' | 'user' = 'question', objectId = '1023') {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  return renderRoutes(
    [
      at(
        '/q',
        <>
          <ReportButton objectType={objectType} objectId={objectId} />
          <ToastsProbe />
        </>,
      ),
    ],
    '/q',
    store,
  );
}

const open = async (objectType: 'question' | 'user' = 'question', objectId = '1023') => {
  renderButton(objectType, objectId);
  await userEvent.click(screen.getByTestId(`report-${objectType}-${objectId}`));
  await screen.findByTestId('report-reason-57');
};

test('the reasons come from the server; a reason must be chosen; then the flag is sent and thanked', async () => {
  await open();
  expect(screen.getByText('a duplicate')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Please select a reason.')).toBeInTheDocument();
  expect(mockReview.reports).toHaveLength(0);
  await userEvent.click(screen.getByTestId('report-reason-57'));
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Thank you for flagging.')).toBeInTheDocument();
  expect(mockReview.reports).toEqual([{ source: 'question', object_id: '1023', report_type: 57, content: '' }]);
});

test('a reason with a text needs it; type 60 needs a link of this site', async () => {
  await open();
  await userEvent.click(screen.getByTestId('report-reason-60'));
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Cannot be empty')).toBeInTheDocument();
  await userEvent.type(screen.getByTestId('report-content'), 'https://elsewhere.example.com/questions/1');
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('URL origin does not match the current website.')).toBeInTheDocument();
  await userEvent.clear(screen.getByTestId('report-content'));
  await userEvent.type(screen.getByTestId('report-content'), `${window.location.origin}/questions/7`);
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Thank you for flagging.')).toBeInTheDocument();
  expect(mockReview.reports).toEqual([{ source: 'question', object_id: '1023', report_type: 60, content: `${window.location.origin}/questions/7` }]);
});

test('a profile is flagged with its own reasons; the captcha shows when asked for and a wrong code refreshes it', async () => {
  let images = 0;
  server.use(
    handle(endpoints.getActionRecord, () => ({ verify: true, captcha_id: `c${++images}`, captcha_img: `data:image/png;base64,${images}` })),
  );
  await open('user', '3');
  expect(screen.queryByTestId('report-reason-60')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTestId('report-reason-58'));
  await userEvent.click(screen.getByTestId('report-submit'));
  const input = await screen.findByTestId('report-captcha-input');
  expect(screen.getByTestId('report-captcha-img')).toHaveAttribute('src', 'data:image/png;base64,1');
  server.use(
    cannedAnswer(endpoints.addReport, () => errorResponses.fieldErrors([{ error_field: 'captcha_code', error_msg: 'Verification failed.' }])),
  );
  await userEvent.type(input, 'wrong');
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('report-captcha-img')).toHaveAttribute('src', 'data:image/png;base64,2'));
  server.resetHandlers();
  await userEvent.type(screen.getByTestId('report-captcha-input'), 'right');
  await userEvent.click(screen.getByTestId('report-submit'));
  expect(await screen.findByText('Thank you for flagging.')).toBeInTheDocument();
  expect(mockReview.reports).toEqual([{ source: 'user', object_id: '3', report_type: 58, content: '', captcha_id: 'c2', captcha_code: 'right' }]);
});

test('below the flag privilege the button is disabled and says the reputation needed', async () => {
  mockPermissions.refused['report.add'] = 'You need at least 10 reputation to do this.';
  renderButton();
  // The disabled button is wrapped for its tooltip: a new element, so it is looked up again.
  await waitFor(() => expect(screen.getByTestId('report-question-1023')).toBeDisabled());
  const button = screen.getByTestId('report-question-1023');
  expect(button).toHaveAttribute('title', 'You need at least 10 reputation to do this.');
  await userEvent.click(button);
  expect(screen.queryByTestId('report-reason-57')).toBeNull();
});

test('the duplicate-link rule', () => {
  expect(duplicateLinkProblem('nope', 'http://localhost')).toBe('report.url_invalid');
  expect(duplicateLinkProblem('ftp://localhost/x', 'http://localhost')).toBe('report.url_invalid');
  expect(duplicateLinkProblem('http://localhost/questions/1', 'http://localhost')).toBeNull();
});
