import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { mockReview, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { ReviewPage } from './review-page';

setupMockServer();
jest.setTimeout(30_000);
afterEach(() => initI18n('en_US'));

function renderPage(path = '/review') {
  const store = makeStore();
  store.dispatch(setToken(users.moderator.access_token));
  store.dispatch(setUser(users.moderator));
  return renderRoutes(
    [
      at(
        '/review',
        <>
          <ReviewPage />
          <ToastsProbe />
        </>,
      ),
    ],
    path,
    store,
  );
}

test('the tabs carry their counts; the queued tab shows one waiting post, approving it moves on', async () => {
  renderPage();
  const queuedTab = await screen.findByTestId('review-tab-queued_post');
  await waitFor(() => expect(queuedTab).toHaveTextContent('Queued post1'));
  expect(screen.getByTestId('review-tab-flagged_post')).toHaveTextContent('Flagged post2');
  const item = await screen.findByTestId('queued-item');
  expect(within(item).getByText('My first question')).toBeInTheDocument();
  expect(screen.getByTestId('queued-reason')).toHaveTextContent('New members below the reputation');
  await userEvent.click(screen.getByTestId('queued-approve'));
  expect(await screen.findByText('The review queue is empty.')).toBeInTheDocument();
  expect(mockReview.pendingActions).toEqual([{ review_id: 1, status: 'approve' }]);
});

test('the flagged tab shows the object with every flag; closing it sends close_post with the reason', async () => {
  renderPage('/review?type=flagged_post');
  const item = await screen.findByTestId('flagged-item');
  expect(within(item).getByText('Buy cheap watches here')).toBeInTheDocument();
  expect(within(item).getByText('Flagged by 2 members')).toBeInTheDocument();
  expect(within(item).getByText('Only links to a shop.')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('flag-approve'));
  await userEvent.click(await screen.findByTestId('flag-action-close_post'));
  await userEvent.click(await screen.findByTestId('close-save'));
  expect(await screen.findByText('Please select a reason.')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('close-reason-community_specific'));
  await userEvent.click(screen.getByTestId('close-save'));
  await waitFor(() => expect(mockReview.flagActions).toEqual([{ flag_id: '7001', operation_type: 'close_post', close_type: 2, close_msg: '' }]));
  // The next flagged object (an answer) takes its place; it cannot be closed, only edited or deleted.
  expect(await screen.findByText('Thanks!')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('flag-approve'));
  expect(await screen.findByTestId('flag-action-edit_post')).toBeInTheDocument();
  expect(screen.queryByTestId('flag-action-close_post')).not.toBeInTheDocument();
});

test('the edit-post modal sends the corrected text; dismissing sends ignore_report', async () => {
  renderPage('/review?type=flagged_post');
  await screen.findByTestId('flagged-item');
  await userEvent.click(screen.getByTestId('flag-approve'));
  await userEvent.click(await screen.findByTestId('flag-action-edit_post'));
  const title = await screen.findByTestId('edit-title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Watches, reviewed');
  await userEvent.click(screen.getByTestId('edit-save'));
  await waitFor(() => expect(mockReview.flagActions).toHaveLength(1));
  expect(mockReview.flagActions[0]).toEqual({
    flag_id: '7001',
    operation_type: 'edit_post',
    title: 'Watches, reviewed',
    content: 'Visit my shop.',
    tags: [{ slug_name: 'watches' }],
  });
  await screen.findByText('Thanks!');
  await userEvent.click(screen.getByTestId('flag-dismiss'));
  await waitFor(() => expect(mockReview.flagActions[1]).toEqual({ flag_id: '7003', operation_type: 'ignore_report' }));
  expect(await screen.findByText('The review queue is empty.')).toBeInTheDocument();
});

test('in Chinese', async () => {
  await initI18n('zh_CN');
  renderPage('/review?type=flagged_post');
  expect(await screen.findByText('2 位成员举报')).toBeInTheDocument();
  expect(screen.getByText('无需处理')).toBeInTheDocument();
});
