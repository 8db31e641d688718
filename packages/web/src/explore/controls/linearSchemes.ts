/** Sequential (linear) colour schemes the linear colour scheme control offers. */
export interface LinearScheme {
  id: string;
  label: string;
  colors: string[];
}

export const LINEAR_SCHEMES: LinearScheme[] = [
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: ['#fbe2d8', '#f29f85', '#e6553e', '#b11f1b', '#6a0f0f'],
  },
  {
    id: 'superset_seq_2',
    label: 'Superset Sequential #2',
    colors: ['#e3f4ef', '#9fd8c2', '#5ac189', '#2a8f5c', '#0e5a35'],
  },
  {
    id: 'blue_white_yellow',
    label: 'Blue/White/Yellow',
    colors: ['#00d1c1', '#ffffff', '#ffb400'],
  },
  { id: 'fire', label: 'Fire', colors: ['#ffffff', '#ffff00', '#ff8000', '#ff0000', '#800000'] },
  { id: 'white_black', label: 'White/Black', colors: ['#ffffff', '#000000'] },
  { id: 'black_white', label: 'Black/White', colors: ['#000000', '#ffffff'] },
  { id: 'dark_blue', label: 'Dark Blue', colors: ['#2e3c5b', '#1e2e4e', '#0a1a3a'] },
  { id: 'pink_grey', label: 'Pink/Grey', colors: ['#e2126c', '#e8e8e8', '#555555'] },
];
