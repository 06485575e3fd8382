import { render, screen } from '@testing-library/react';
import { SlotFallback } from './slot-fallback';

// The chunk with the messages cannot be fetched (the network is down, or the page is older than the files deployed).
jest.mock('./slot-fallback-view', () => {
  throw new Error('Loading chunk slot-fallback failed');
});

test('a slot whose message chunk cannot be fetched still says the part did not load, and offers to reload the page', async () => {
  render(<SlotFallback name="mf_posts" onRetry={() => undefined} />);

  expect(await screen.findByTestId('slot-fallback-mf_posts')).toHaveTextContent('This part of the site could not be loaded.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});
