import { screen } from '@testing-library/react';
import { makeQuestionInfo, makeUser, mockState, questionDetailFixture, users } from '@site/mock-server';
import { renderAs } from '../../components/editor/test-support/editor';
import { at } from '@site/mock-server/render';
import type { LoggedUser } from '@site/shared/contract';
import { HistoryLinks } from './history-links';

// Every fixture post is alice's (users.activated).
const item = () => mockState.questions.find((q) => q.id === '1020')!;
const detailFor = (viewer: LoggedUser | null) => questionDetailFixture(makeQuestionInfo({}, item()), item(), viewer);
const show = (viewer: LoggedUser | null) => renderAs([at('/', <HistoryLinks post={detailFor(viewer)} />)], '/', viewer);

test('another member gets the timeline and an edit link (a suggestion); the author only the timeline', () => {
  const bob = makeUser({ id: '77', username: 'bob' });
  const r = show(bob);
  expect(screen.getByTestId('post-timeline-link')).toHaveAttribute('href', '/posts/1020/timeline');
  expect(screen.getByTestId('post-suggest-edit')).toHaveAttribute('href', '/posts/1020/edit');
  r.unmount();
  // The author edits from the post's menu.
  show(users.activated);
  expect(screen.getByTestId('post-timeline-link')).toBeInTheDocument();
  expect(screen.queryByTestId('post-suggest-edit')).not.toBeInTheDocument();
});

test('visitors get no links (timelines need login)', () => {
  show(null);
  expect(screen.queryByTestId('post-history-links')).not.toBeInTheDocument();
});
