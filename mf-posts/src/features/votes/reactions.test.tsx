import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { Reactions } from './reactions';
import { renderOnPost } from '../../test-support/render-on-post';

setupMockServer();

test('adding a reaction from the picker shows it highlighted with its count; clicking it again removes it', async () => {
  renderOnPost(<Reactions objectId="1025" />, users.moderator);
  await userEvent.click(await screen.findByTestId('reaction-add'));
  await userEvent.click(await screen.findByTestId('reaction-pick-heart'));
  const heart = await screen.findByTestId('reaction-heart');
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(within(heart).getByTestId('reaction-count')).toHaveTextContent('1');

  await userEvent.click(heart);
  await waitFor(() => expect(screen.queryByTestId('reaction-heart')).not.toBeInTheDocument());
});

test("others' reactions are counted but not highlighted", async () => {
  await fetch('http://localhost/answer/api/v1/meta/reaction', {
    method: 'PUT',
    headers: { Authorization: users.admin.access_token, 'content-type': 'application/json' },
    body: JSON.stringify({ object_id: '1025', emoji: 'smile', reaction: 'activate' }),
  });
  renderOnPost(<Reactions objectId="1025" />, users.moderator);
  const smile = await screen.findByTestId('reaction-smile');
  expect(smile).toHaveAttribute('aria-pressed', 'false');
  expect(within(smile).getByTestId('reaction-count')).toHaveTextContent('1');
});

test('an anonymous visitor picking a reaction is sent to login', async () => {
  renderOnPost(<Reactions objectId="1025" />);
  await userEvent.click(await screen.findByTestId('reaction-add'));
  await userEvent.click(await screen.findByTestId('reaction-pick-smile'));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
