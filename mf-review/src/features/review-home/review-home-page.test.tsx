import { screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { at, renderRoutes } from '@site/mock-server/render';
import { ReviewHomePage } from './review-home-page';

afterEach(() => initI18n('en_US'));

test('the review page shows its title and its own empty-queue text, in English and in Chinese', async () => {
  const english = renderRoutes([at('/review', <ReviewHomePage />)], '/review');
  expect(await screen.findByText('Review')).toBeInTheDocument();
  expect(screen.getByText('The review queue is empty.')).toBeInTheDocument();
  english.unmount();

  await initI18n('zh_CN');
  renderRoutes([at('/review', <ReviewHomePage />)], '/review');
  expect(await screen.findByText('审核')).toBeInTheDocument();
  expect(screen.getByText('审核队列为空。')).toBeInTheDocument();
});
