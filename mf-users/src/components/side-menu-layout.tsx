import type { ReactNode } from 'react';
import { Card, Col, Menu, Row, type MenuProps } from 'antd';
import { CardPageTitle } from './card-page-title';

export interface SideMenuLayoutProps {
  /** The menu's accessible name. */
  label: string;
  items: NonNullable<MenuProps['items']>;
  selected: string;
  onSelect: (key: string) => void;
  /** The page's title (its h1, in the card's header) and what the header shows on the right. */
  title: ReactNode;
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A family of pages (settings, points): a side menu of its pages and the chosen one in a card (a column on phones). */
export function SideMenuLayout({ label, items, selected, onSelect, title, extra, testId, children }: SideMenuLayoutProps) {
  return (
    <Row gutter={[24, 24]} data-testid={testId}>
      <Col xs={24} md={6}>
        <Menu mode="vertical" aria-label={label} selectedKeys={[selected]} onClick={({ key }) => onSelect(key)} items={items} />
      </Col>
      <Col xs={24} md={18}>
        <Card title={<CardPageTitle>{title}</CardPageTitle>} extra={extra}>
          {children}
        </Card>
      </Col>
    </Row>
  );
}
