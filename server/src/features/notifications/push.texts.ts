/** What the push routes answer. */
export const pushTexts = {
  noStakeholder: 'Välj vem du företräder innan du slår på aviseringar till telefonen.',
  ownOnly:
    'Aviseringar till telefonen kan bara slås på av medlemmen själv, inte av ett ombud eller av föreningens personal.',
  notPushService:
    'Enhetens adress för aviseringar är inte en känd aviseringstjänst. Försök igen med en annan webbläsare.',
};
