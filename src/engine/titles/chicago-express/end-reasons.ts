// Why a game of Chicago Express ends, in players' words (TitleDefinition.endWords).
export const END_REASONS: Readonly<Record<string, string>> = {
  trains: 'three companies have no trains left',
  shares: 'three companies have every share in players’ hands',
  houses: 'three or fewer houses are left',
  detroit: 'Detroit reached 8 on the development track',
};
