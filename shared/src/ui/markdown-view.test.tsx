import { fireEvent, render, screen } from '@testing-library/react';
import { BROKEN_IMAGE_CLASS, MarkdownView } from './markdown-view.js';

describe('MarkdownView', () => {
  it('shows the server HTML', () => {
    render(<MarkdownView html="<p>Hello <strong>world</strong></p>" />);
    expect(screen.getByTestId('markdown-view')).toHaveTextContent('Hello world');
    expect(screen.getByText('world').tagName).toBe('STRONG');
  });

  it('marks a broken image, and hides it when it has no alt text', () => {
    render(<MarkdownView html={'<p><img src="/a.png" alt="diagram"><img src="/b.png"></p>'} />);
    const [withAlt, withoutAlt] = Array.from(screen.getByTestId('markdown-view').querySelectorAll('img'));
    fireEvent.error(withAlt!);
    fireEvent.error(withoutAlt!);
    expect(withAlt).toHaveClass(BROKEN_IMAGE_CLASS);
    expect(withAlt!.hidden).toBe(false);
    expect(withoutAlt).toHaveClass(BROKEN_IMAGE_CLASS);
    expect(withoutAlt!.hidden).toBe(true);
  });
});
