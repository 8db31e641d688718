/** People as a pile of round avatars with their initials; the full name on hover. */
import { Avatar, Tooltip } from 'antd';
import { displayName } from '@tessera/core';

export interface Person {
  id?: number;
  first_name: string;
  last_name: string;
}

// Dark enough for the white initials to read (4.5:1 or more).
const COLORS = ['#1668dc', '#237804', '#c04c00', '#7048e8', '#0b7285', '#c2255c', '#a85100'];

export function initialsOf(p: Person): string {
  const letters = [p.first_name, p.last_name]
    .map((s) => s.trim()[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

function colorOf(p: Person): string {
  const key = p.id ?? displayName(p).length;
  return COLORS[Math.abs(key) % COLORS.length]!;
}

export function OwnerAvatars({ people, max = 4 }: { people: Person[]; max?: number }) {
  if (!people.length) return null;
  return (
    <Avatar.Group size="small" max={{ count: max }}>
      {people.map((p) => (
        <Tooltip key={p.id ?? displayName(p)} title={displayName(p)}>
          <Avatar
            size="small"
            aria-label={displayName(p)}
            style={{ background: colorOf(p), fontSize: 11, cursor: 'default' }}
          >
            {initialsOf(p)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
