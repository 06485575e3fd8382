import { render, screen } from '@testing-library/react';
import { Card } from 'antd';
import { CardPageTitle } from './card-page-title';

test("a card's title is the page's level-one heading", () => {
  render(<Card title={<CardPageTitle>Log in</CardPageTitle>}>body</Card>);
  expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
});
