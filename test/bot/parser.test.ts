import { describe, expect, it } from 'vitest';
import { parseLine, parseSlash, tokenize } from '../../src/local/parser.ts';

describe('console line parser', () => {
  it('reads the user before > or :', () => {
    expect(parseLine('alice> /game new title:tiny-rails', null)).toEqual({
      kind: 'slash',
      user: 'alice',
      command: 'game',
      path: ['new'],
      options: { title: 'tiny-rails' },
    });
    expect(parseLine('Bob: /pass', null)).toMatchObject({ kind: 'slash', user: 'bob', command: 'pass', path: [] });
  });

  it('uses the previous user when none is given, and refuses when there is none', () => {
    expect(parseLine('/game list', 'carol')).toMatchObject({ kind: 'slash', user: 'carol' });
    expect(parseLine('/game list', null)).toMatchObject({ kind: 'error' });
  });

  it('keeps unquoted values with spaces until the next option', () => {
    expect(parseSlash('/move action:Add 3 game:2')).toEqual({ command: 'move', path: [], options: { action: 'Add 3', game: '2' } });
  });

  it('handles quotes', () => {
    expect(tokenize('a "b c" d:"e f" \'\'')).toEqual(['a', 'b c', 'd:e f', '']);
    expect(parseSlash('/bid company:"B&O" price:40')).toMatchObject({ options: { company: 'B&O', price: '40' } });
    expect(parseLine('a> /bid company:"B&O', null)).toMatchObject({ kind: 'error', message: 'unclosed quote' });
  });

  it('parses clicks, help, comments and nonsense', () => {
    expect(parseLine('bob: !click Join', null)).toEqual({ kind: 'click', user: 'bob', label: 'Join' });
    expect(parseLine('bob: !click "Claim seat: Ann"', null)).toEqual({ kind: 'click', user: 'bob', label: 'Claim seat: Ann' });
    expect(parseLine('bob: !pick Lot 1: 117', null)).toEqual({ kind: 'pick', user: 'bob', label: 'Lot 1: 117' });
    expect(parseLine('!pick', 'bob')).toMatchObject({ kind: 'error' });
    expect(parseLine('!help', null)).toEqual({ kind: 'help' });
    expect(parseLine('# a comment', null)).toEqual({ kind: 'empty' });
    expect(parseLine('   ', null)).toEqual({ kind: 'empty' });
    expect(parseLine('alice> !frobnicate', null)).toMatchObject({ kind: 'error' });
  });

  it('parses !in (where to type) and plain lines (a message where the user is)', () => {
    expect(parseLine('alice> !in 3', null)).toEqual({ kind: 'in', user: 'alice', where: '3' });
    expect(parseLine('!in "Tiny Rails #3"', 'bob')).toEqual({ kind: 'in', user: 'bob', where: 'Tiny Rails #3' });
    expect(parseLine('bob: !in', null)).toMatchObject({ kind: 'error' });
    expect(parseLine('alice> hello there', null)).toEqual({ kind: 'say', user: 'alice', text: 'hello there' });
    expect(parseLine('good game', 'carol')).toEqual({ kind: 'say', user: 'carol', text: 'good game' });
  });
});
