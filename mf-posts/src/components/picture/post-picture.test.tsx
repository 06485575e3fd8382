import { render, screen } from '@testing-library/react';
import { mockPicture } from '@site/mock-server';
import { PostPicture } from './post-picture';

test('a card shows the thumbnail at its own shape; the post shows the full picture with its prompt and model', () => {
  const { unmount } = render(<PostPicture picture={mockPicture('a lighthouse at dusk')} size="thumbnail" title="Lighthouse" />);
  const thumb = screen.getByTestId('post-thumbnail');
  expect(thumb).toHaveAttribute('src', mockPicture().thumbnail_url);
  expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['480', '360']);
  expect(thumb).toHaveAccessibleName('Lighthouse');
  unmount();
  render(<PostPicture picture={{ ...mockPicture('a lighthouse at dusk'), source: 'ai', model: 'pic-model-1' }} size="full" title="Lighthouse" />);
  expect(screen.getByRole('img', { name: 'Lighthouse' })).toHaveAttribute('src', mockPicture().image_url);
  expect(screen.getByTestId('post-picture')).toHaveTextContent('Prompt (pic-model-1): a lighthouse at dusk');
});
