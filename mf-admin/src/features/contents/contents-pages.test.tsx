import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { initI18n } from '@site/shared/i18n';
import { cannedAnswer, errorResponses, ok, readJson } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_ANSWERS_PATH, ADMIN_QUESTIONS_PATH } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });
afterEach(() => initI18n('en_US'));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('lists live questions with their authors; the tabs and the search go into the address and the request', async () => {
  const { router } = renderAdmin(ADMIN_QUESTIONS_PATH);
  const page = await screen.findByTestId('contents-questions');
  expect(await within(page).findByText('How do I read a file?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions');
  expect(within(rowOf('How do I read a file?')).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/users/alice');
  expect(screen.queryByText('A closed question')).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Closed' }));
  expect(await screen.findByText('A closed question')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?status=closed');
  expect(within(rowOf('A closed question')).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();

  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/question/page')) asked.push(new URL(request.url).search);
  });
  await user.type(screen.getByRole('searchbox'), 'user:alice{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?status=closed&query=user%3Aalice'));
  await waitFor(() => expect(asked.some((s) => s.includes('query=user%3Aalice') && s.includes('status=closed'))).toBe(true));
  server.events.removeAllListeners();
});

test('bulk close sends one PUT per selected row and lists the rows the server refused', async () => {
  server.use(
    cannedAnswer(endpoints.updateAdminQuestionStatus, async (request) => {
      const body = (await readJson(request)) as { question_id: string };
      return body.question_id === '502' ? errorResponses.toast('error.question.already_closed') : ok(null);
    }),
  );
  // Added last, so heard first (it answers nothing and lets the canned answer reply).
  const sent = recordJson('put', endpoints.updateAdminQuestionStatus.path);
  renderAdmin(ADMIN_QUESTIONS_PATH);
  await screen.findByText('How do I read a file?');
  expect(screen.getByTestId('bulk-close')).toBeDisabled();
  await user.click(within(rowOf('How do I read a file?')).getByRole('checkbox'));
  await user.click(within(rowOf('Why is my loop slow?')).getByRole('checkbox'));
  expect(screen.getByTestId('contents-bulk')).toHaveTextContent('2 selected');
  await user.click(screen.getByTestId('bulk-close'));
  await user.click(await screen.findByRole('button', { name: 'Apply' }));

  const failures = await screen.findByTestId('contents-failures');
  expect(failures).toHaveTextContent('1 item was not changed:');
  expect(within(failures).getByTestId('failure-502')).toHaveTextContent('Why is my loop slow?: This post is already closed.');
  expect(await screen.findByText('1 item changed.')).toBeInTheDocument();
  expect(sent).toEqual([
    { question_id: '501', status: 'closed' },
    { question_id: '502', status: 'closed' },
  ]);
  // The refused row stays selected, ready to try again.
  expect(screen.getByTestId('contents-bulk')).toHaveTextContent('1 selected');
});

test('a row action deletes one question', async () => {
  const sent = recordJson('put', endpoints.updateAdminQuestionStatus.path);
  renderAdmin(ADMIN_QUESTIONS_PATH);
  await screen.findByText('What does this error mean?');
  await user.click(within(rowOf('What does this error mean?')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sent).toEqual([{ question_id: '503', status: 'deleted' }]));
  expect(await screen.findByText('1 item changed.')).toBeInTheDocument();
});

test('pending posts link to the review queue and offer no status change', async () => {
  renderAdmin(`${ADMIN_QUESTIONS_PATH}?status=pending`);
  expect(await screen.findByText('A question waiting for review')).toBeInTheDocument();
  const hint = screen.getByTestId('contents-pending-hint');
  expect(within(hint).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/review?type=queued_post');
  expect(screen.queryByTestId('contents-bulk')).not.toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
});

test('answers: deleted ones are restored in bulk; the page speaks Chinese', async () => {
  const sent = recordJson('put', endpoints.updateAdminAnswerStatus.path);
  renderAdmin(`${ADMIN_ANSWERS_PATH}?status=deleted`);
  await screen.findByText('Answer 603 explains how.');
  const row = rowOf('Answer 603 explains how.');
  expect(within(row).getByRole('link', { name: 'Answer 603 explains how.' })).toHaveAttribute('href', '/questions/501/603');
  expect(within(row).getByRole('link', { name: 'Question 501' })).toHaveAttribute('href', '/questions/501');
  await user.click(within(row).getByRole('checkbox'));
  await user.click(screen.getByTestId('bulk-restore'));
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(sent).toEqual([{ answer_id: '603', status: 'normal' }]));

  await initI18n('zh_CN');
  expect(await screen.findByRole('tab', { name: '已删除' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: '回答' })).toHaveClass('ant-menu-item-selected');
});
