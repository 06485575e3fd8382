import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_REVIEW_PATH } from '../../components/admin-menu';

setupMockServer();
const user = userEvent.setup({ delay: null });

test('the admin turns the reputation rule on and sets its bound; the page saves all four fields', async () => {
  const sent = recordJson('put', endpoints.updateReviewSettings.path);
  renderAdmin(ADMIN_REVIEW_PATH);
  await screen.findByTestId('review-settings-form');
  expect(screen.getByRole('menuitem', { name: 'Review queue' })).toHaveClass('ant-menu-item-selected');
  await user.click(screen.getByTestId('review-queue-low-reputation'));
  const bound = screen.getByTestId('review-reputation-below');
  await user.clear(bound);
  await user.type(bound, '25');
  await user.click(screen.getByTestId('review-settings-save'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ queue_low_reputation: true, reputation_below: 25, queue_many_links: false, link_limit: 3 }]);
});
