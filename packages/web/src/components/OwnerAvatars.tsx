/** People as a pile of round avatars with their initials; the full name on hover. */
import { Avatar, Tooltip } from 'antd';

export interface Person {
  id?: number;
  first_name: string;
  last_name: string;
}

const COLORS = ['#1668dc', '#2f9e44', '#d9480f', '#7048e8', '#0c8599', '#c2255c', '#e67700'];

export function personName(p: Person): string {
  return `${p.first_name} ${p.last_name}`.trim();
}

export function initialsOf(p: Person): string {
  const letters = [p.first_name, p.last_name]
    .map((s) => s.trim()[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

function colorOf(p: Person): string {
  const key = p.id ?? personName(p).length;
  return COLORS[Math.abs(key) % COLORS.length]!;
}

export function OwnerAvatars({ people, max = 4 }: { people: Person[]; max?: number }) {
  if (!people.length) return null;
  return (
    <Avatar.Group size="small" max={{ count: max }}>
      {people.map((p) => (
        <Tooltip key={p.id ?? personName(p)} title={personName(p)}>
          <Avatar
            size="small"
            aria-label={personName(p)}
            style={{ background: colorOf(p), fontSize: 11, cursor: 'default' }}
          >
            {initialsOf(p)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
