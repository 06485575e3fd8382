import { render, screen } from '@testing-library/react';
import { ContentType } from '@site/shared/contract';
import { AppProviders } from '@site/shared/ui';
import { PointsBadges } from './points-badges';

const badges = (content_type: number, score: number) => {
  const { unmount } = render(
    <AppProviders>
      <PointsBadges post={{ content_type, score }} />
    </AppProviders>,
  );
  const text = screen.queryByTestId('points-badges')?.textContent ?? null;
  unmount();
  return text;
};

test('a scored question or bounty shows its unlock price and its reward; a resource only its price', () => {
  expect(badges(ContentType.question, 30)).toBe('Unlock: 30 pointsReward: 30 points');
  expect(badges(ContentType.bounty, 1)).toBe('Unlock: 1 pointReward: 1 point');
  expect(badges(ContentType.resource, 12)).toBe('Unlock: 12 points');
});

test('free posts and kinds without a price show no badge', () => {
  expect(badges(ContentType.question, 0)).toBeNull();
  expect(badges(ContentType.article, 40)).toBeNull();
  expect(badges(ContentType.aipic, 40)).toBeNull();
});
