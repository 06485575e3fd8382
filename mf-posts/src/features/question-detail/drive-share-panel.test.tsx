import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { CloudDriveError, type CloudDrive } from '@site/shared/lib';
import { provideCloudDrive } from '@site/shared/page';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { cannedAnswer, makeQuestionInfo, mockState, ok, questionDetailFixture, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { QuestionDetailPage } from './question-detail-page';

const server = setupMockServer();
jest.setTimeout(30_000);
afterEach(() => provideCloudDrive(null));

const routes = [at('/questions/:qid/*', <QuestionDetailPage />)];
const DRIVE = { enabled: true, url: 'https://drive.example.com/bridge', origin: 'https://drive.example.com' };
const SHARE = { share_url: 'https://drive.example.com/s/f2', share_code: 'k3y9' };

function serveResource(extra: object) {
  const item = { ...mockState.questions.find((q) => q.id === '1025')!, content_type: 3 };
  server.use(cannedAnswer(endpoints.getQuestionInfo, () => ok({ ...questionDetailFixture(makeQuestionInfo({}, item), item, null), ...extra })));
}
function renderAsMember() {
  const store = makeStore();
  store.dispatch(setToken(users.activated.access_token));
  store.dispatch(setUser(users.activated));
  return renderRoutes(routes, '/questions/1025', store);
}
const withDrive = (saveShare: CloudDrive['saveShare']) => {
  mockState.siteInfo.cloud_drive = DRIVE;
  provideCloudDrive({ listFiles: jest.fn(), shareFile: jest.fn(), saveShare });
};

test("an unlocked resource shows its link and code; \"Save to my drive\" sends the share and shows the drive's answer", async () => {
  const saveShare = jest.fn(async () => ({ message: 'Saved dataset.zip to /From the community' }));
  withDrive(saveShare);
  serveResource({ ...SHARE, score: 20, content_locked: false });
  renderAsMember();
  const panel = await screen.findByTestId('drive-share');
  expect(within(panel).getByTestId('drive-share-link')).toHaveAttribute('href', SHARE.share_url);
  expect(within(panel).getByTestId('drive-share-link')).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(panel).toHaveTextContent('Extraction code: k3y9');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save to my drive' }));
  expect(await screen.findByTestId('drive-save-result')).toHaveTextContent('Your drive says: Saved dataset.zip to /From the community');
  expect(saveShare).toHaveBeenCalledWith(SHARE);
});

test("the drive's refusal and its silence are said in the reader's words", async () => {
  const saveShare = jest.fn<ReturnType<CloudDrive['saveShare']>, Parameters<CloudDrive['saveShare']>>(async () => Promise.reject(new CloudDriveError('refused', 'Your drive is full')));
  withDrive(saveShare);
  serveResource({ ...SHARE, content_locked: false });
  renderAsMember();
  await userEvent.click(await screen.findByRole('button', { name: 'Save to my drive' }));
  expect(await screen.findByTestId('drive-save-result')).toHaveTextContent('The cloud drive said: Your drive is full');
  saveShare.mockImplementationOnce(async () => Promise.reject(new CloudDriveError('timeout')));
  await userEvent.click(screen.getByRole('button', { name: 'Save to my drive' }));
  expect(await screen.findByTestId('drive-save-result')).toHaveTextContent('The cloud drive did not answer; try again, or open the link and save it there.');
});

test('with no drive configured the share shows without the save button; a locked resource shows no share at all', async () => {
  serveResource({ ...SHARE, content_locked: false });
  const first = renderAsMember();
  expect(await screen.findByTestId('drive-share')).toHaveTextContent(SHARE.share_url);
  expect(screen.queryByRole('button', { name: 'Save to my drive' })).not.toBeInTheDocument();
  first.unmount();

  withDrive(jest.fn());
  serveResource({ score: 20, content_locked: true, content: '', html: '' });
  renderAsMember();
  expect(await screen.findByTestId('locked-notice')).toBeInTheDocument();
  expect(screen.queryByTestId('drive-share')).not.toBeInTheDocument();
});
