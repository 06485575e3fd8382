import { screen } from '@testing-library/react';
import { ContentType } from '@site/shared/contract';
import { at, renderRoutes } from '@site/mock-server/render';
import { setDisplayTimeZone } from '@site/shared/page';
import { RewardStatus } from './reward-status';

beforeAll(() => setDisplayTimeZone('UTC'));

const NOW = Date.UTC(2026, 10, 20);
const END = Date.UTC(2026, 10, 27, 12) / 1000;
const base = { id: '7', url_title: 'a-bounty', content_type: ContentType.bounty as number, score: 40, accepted_answer_id: '0', bounty_end_time: END, bounty_settled: false, bounty_answer_id: '' };

function status(post: Partial<typeof base>, now = NOW) {
  renderRoutes([at('/', <RewardStatus post={{ ...base, ...post }} now={now} />)], '/');
  return screen.queryByTestId('reward-status');
}

test('an open bounty says what it offers, until when, and what happens without an acceptance', () => {
  expect(status({})).toHaveTextContent('Bounty of 40 points, open until Nov 27, 2026, 12:00 PM. If no answer is accepted by then, they go to the most-voted answer.');
});

test('after its end, before the site settles it, the bounty says it is being settled', () => {
  expect(status({}, END * 1000 + 1000)).toHaveTextContent('This bounty ended on Nov 27, 2026, 12:00 PM. Its 40 points are being settled.');
});

test('a settled bounty links the answer that got its points, or says they went back to the author', () => {
  expect(status({ bounty_settled: true, bounty_answer_id: '99' }, END * 1000 + 1000)).toHaveTextContent('Its 40 points went to the most-voted answer.');
  expect(screen.getByTestId('reward-answer-link')).toHaveAttribute('href', '/questions/7/a-bounty/99');
});

test('a settled bounty whose points went back to its author says so, with no answer link', () => {
  expect(status({ bounty_settled: true }, END * 1000 + 1000)).toHaveTextContent('without an answer with enough votes. Its 40 points went back to the author.');
  expect(screen.queryByTestId('reward-answer-link')).not.toBeInTheDocument();
});

test('an accepted answer got the reward: the post links it, whatever the bounty\'s end', () => {
  expect(status({ accepted_answer_id: '55', content_type: ContentType.question, bounty_end_time: 0 })).toHaveTextContent('The author accepted an answer: its author received the 40 point reward.');
  expect(screen.getByTestId('reward-answer-link')).toHaveAttribute('href', '/questions/7/a-bounty/55');
});

test('a rewarded question waiting for an answer says what the accepted one receives', () => {
  expect(status({ content_type: ContentType.question, bounty_end_time: 0 })).toHaveTextContent('The accepted answer receives 40 points.');
});

test('free posts and resources show no reward', () => {
  expect(status({ score: 0 })).toBeNull();
  expect(status({ content_type: ContentType.resource })).toBeNull();
});
