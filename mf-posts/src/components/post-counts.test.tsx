import { render, screen } from '@testing-library/react';
import { AppProviders } from '@site/shared/ui';
import { PostCounts } from './post-counts';

test('counts read naturally: singular for one, plural otherwise, large numbers abbreviated', () => {
  const { rerender } = render(
    <AppProviders>
      <PostCounts post={{ vote_count: 1, answer_count: 1, view_count: 1 }} />
    </AppProviders>,
  );
  expect(screen.getByTestId('post-counts')).toHaveTextContent('1 vote1 answer1 view');
  rerender(
    <AppProviders>
      <PostCounts post={{ vote_count: 0, answer_count: 2, view_count: 13_574 }} />
    </AppProviders>,
  );
  expect(screen.getByTestId('post-counts')).toHaveTextContent('0 votes2 answers13.5k views');
});
