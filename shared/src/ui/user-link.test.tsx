import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UserLink } from './user-link.js';

test('links the display name to the profile', () => {
  render(
    <MemoryRouter>
      <UserLink user={{ username: 'alice', display_name: 'Alice A.' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Alice A.' })).toHaveAttribute('href', '/users/alice');
});

test('deleted and missing users are plain text', () => {
  render(
    <MemoryRouter>
      <UserLink user={{ username: 'bob', status: 'deleted' }} />
      <UserLink user={null} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('Deleted user')).toBeInTheDocument();
  expect(screen.getByText('Anonymous')).toBeInTheDocument();
});
