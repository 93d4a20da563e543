/** The survey banner's words: loaded with the banner, only where a survey is configured. */
export const feedbackBannerTexts = {
  feedback: 'Hjälp oss att bli bättre: svara på några korta frågor om portalen',
  opensInNewWindow: '(öppnas i nytt fönster)',
  closeFeedback: 'Stäng meddelandet om enkäten',
} as const;
