/** What a provider can do (api.md `GET /api/ai/capabilities`), and with what. */
export interface AiCapabilities {
  provider: 'embedded' | 'openai';
  /** The model name when one is configured. */
  model: string | null;
  /**
   * Per generate call: 'model' (written by the configured model), 'document' (written offline from
   * the uploaded file), 'questionBank' (found among public quiz sets, never invented), 'variants'
   * (offline variants of what the card already holds).
   */
  generate: {
    query: 'model' | 'questionBank';
    file: 'model' | 'document';
    similarQuiz: 'model' | 'questionBank';
    similarQuizPrompts: 'model' | 'templates';
    choiceList: 'model' | 'questionBank';
    subjectiveAnswers: 'model' | 'variants';
  };
  translate: boolean;
  tutorChat: boolean;
  /** What needs a configured model to work in full (the builder explains it at the entry point). */
  needsModel: string[];
}
