/**
 * One row of a list in the card view (Superset's ListViewCard): a cover, the name (a link)
 * between the row's badges and its star, a line of when it was modified, its owners and its
 * actions; a checkbox while bulk selecting.
 */
import type { ReactNode } from 'react';
import { Card, Checkbox, Flex, Typography } from 'antd';
import { OwnerAvatars, type Person } from '../OwnerAvatars';
import type { CardSelection } from './types';

export function ListCard({
  name,
  href,
  cover,
  before,
  after,
  modified,
  owners,
  actions,
  selection,
}: {
  name: string;
  href: string;
  /** The cover's content (the cover links to `href`, hidden from assistive technology). */
  cover: ReactNode;
  /** Shown before the name (a certification badge). */
  before?: ReactNode;
  /** Shown after the name (a status, the star). */
  after?: ReactNode;
  /** Superset's humanized change time ("2 days ago"). */
  modified: string;
  owners: Person[];
  actions?: ReactNode;
  /** Present while bulk selecting. */
  selection?: CardSelection;
}) {
  return (
    <Card
      size="small"
      role="article"
      aria-label={name}
      styles={{ body: { padding: 12 } }}
      cover={
        <a
          href={href}
          aria-hidden
          tabIndex={-1}
          style={{ display: 'block', aspectRatio: '16 / 9', position: 'relative' }}
        >
          {cover}
        </a>
      }
    >
      <Flex align="center" gap={6}>
        {selection && (
          <Checkbox
            checked={selection.selected}
            disabled={selection.disabled}
            aria-label={`Select ${name}`}
            onChange={(e) => selection.onChange(e.target.checked)}
          />
        )}
        {before}
        <Typography.Link href={href} strong ellipsis title={name} style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography.Link>
        {after}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Modified {modified}
      </Typography.Text>
      <Flex align="center" justify="space-between" style={{ marginTop: 8, minHeight: 32 }}>
        <OwnerAvatars people={owners} />
        {actions}
      </Flex>
    </Card>
  );
}
