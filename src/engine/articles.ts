// "a" or "an" before a word in the words players read ("an IC share", "an 8-train", "a B&O share").

/**
 * The article for `word` as it is read: a symbol or a number by its letters' or digits' names ("an IC", "an NYC",
 * "an H3-train", "an 80% share", "a B&O", "a 2-train"), a word by its first letter ("an Erie", "a Lake Shore").
 */
export function aOrAn(word: string): 'a' | 'an' {
  const head = word.split(/[\s-]/)[0] ?? '';
  const spelled = !/[a-z]/.test(head);
  return (spelled ? /^(?:[AEFHILMNORSX]|8|11(?!\d)|18(?!\d))/ : /^[AEIOU]/i).test(word) ? 'an' : 'a';
}

/** `word` with its article: "an IC", "a B&O". */
export const withArticle = (word: string): string => `${aOrAn(word)} ${word}`;
