// Emoji reactions under a post or an answer (meta/reaction). Filled by the votes work.

export interface ReactionsProps {
  objectId: string;
}

export function Reactions({ objectId }: ReactionsProps) {
  return <div data-testid="reactions" data-object-id={objectId} />;
}
