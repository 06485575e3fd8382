// Emoji reactions under a post or an answer (meta/reaction).
import { Button, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { REACTION_EMOJI, type ReactionEmoji } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { EMOJI_GLYPH } from './texts';
import { useLoginNeeded } from './use-login-needed';
import { useGetReactionQuery, useUpdateReactionMutation } from './vote-api';

export interface ReactionsProps {
  objectId: string;
}

/** The emoji with their counts (the viewer's own highlighted; click toggles) and a picker to add one. */
export function Reactions({ objectId }: ReactionsProps) {
  const { t } = useTranslation('posts');
  const loginNeeded = useLoginNeeded();
  const { data } = useGetReactionQuery(objectId);
  const [update, { isLoading }] = useUpdateReactionMutation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const summary = data?.reaction_summary ?? [];

  const toggle = (emoji: ReactionEmoji, active: boolean) => {
    setPickerOpen(false);
    if (!loginNeeded()) return;
    void update({ object_id: objectId, emoji, reaction: active ? 'deactivate' : 'activate' });
  };
  const isActive = (emoji: string) => summary.some((r) => r.emoji === emoji && r.is_active);

  const picker = (
    <Space data-testid="reaction-picker">
      {REACTION_EMOJI.map((emoji) => (
        <Button key={emoji} type="text" aria-label={t(`vote.emoji.${emoji}`)} data-testid={`reaction-pick-${emoji}`} onClick={() => toggle(emoji, isActive(emoji))}>
          {EMOJI_GLYPH[emoji]}
        </Button>
      ))}
    </Space>
  );

  return (
    <Space size={4} wrap data-testid="reactions" data-object-id={objectId}>
      {summary.map((r) => (
        <Tooltip key={r.emoji} title={r.tooltip}>
          <Button
            size="small"
            shape="round"
            type={r.is_active ? 'primary' : 'default'}
            ghost={r.is_active}
            aria-pressed={r.is_active}
            aria-label={`${t(`vote.emoji.${r.emoji}`)} ${r.count}`}
            data-testid={`reaction-${r.emoji}`}
            data-active={r.is_active}
            disabled={isLoading}
            onClick={() => toggle(r.emoji as ReactionEmoji, r.is_active)}
          >
            {EMOJI_GLYPH[r.emoji] ?? r.emoji} <span data-testid="reaction-count">{r.count}</span>
          </Button>
        </Tooltip>
      ))}
      <Popover content={picker} trigger="click" open={pickerOpen} onOpenChange={setPickerOpen}>
        <Button size="small" shape="round" aria-label={t('vote.react')} data-testid="reaction-add">
          ☺+
        </Button>
      </Popover>
    </Space>
  );
}
