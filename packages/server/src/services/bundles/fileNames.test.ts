import { describe, expect, it } from 'vitest';
import { fileNameOf, secureFilename } from './fileNames.js';

describe('secureFilename (werkzeug)', () => {
  it('keeps ASCII letters, digits, _ . -, with whitespace runs as one _', () => {
    expect(secureFilename('My cool movie.mov')).toBe('My_cool_movie.mov');
    expect(secureFilename('Vaccine Candidates per Country & Stage')).toBe(
      'Vaccine_Candidates_per_Country__Stage',
    );
    expect(secureFilename('../../../etc/passwd')).toBe('etc_passwd');
    expect(secureFilename('i contain cool \u00fcml\u00e4uts.txt')).toBe(
      'i_contain_cool_umlauts.txt',
    );
    expect(secureFilename('  ._hidden_. ')).toBe('hidden');
    expect(secureFilename('数据')).toBe('');
  });

  it('names a file by slug and id, the id alone without a slug', () => {
    expect(fileNameOf('Rise & Fall of Video Game Consoles', 3)).toBe(
      'Rise__Fall_of_Video_Game_Consoles_3',
    );
    expect(fileNameOf('examples', 1, true)).toBe('examples');
    expect(fileNameOf('数据', 7)).toBe('7');
    expect(fileNameOf(null, 8, true)).toBe('8');
  });
});
