import { Descriptions, type DescriptionsProps } from 'antd';

/** A page's figures (balance, minimum, reputation...), one labelled row each, above what the page lets you do. */
export function PointsFigures({ items, testId }: { items: DescriptionsProps['items']; testId?: string }) {
  return <Descriptions column={1} bordered size="small" items={items} data-testid={testId} style={{ marginBottom: 16 }} />;
}
