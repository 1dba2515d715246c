import { describeRecordedSentiment, type RecordedSentiment } from './sentiment-recorded.js';

/**
 * Sentiment 2026-12-07, served when pinned, must never change: its answers (label and confidence)
 * recorded from the code that was released, on its own texts and those pinned for the versions
 * before it.
 */
const RECORDED: RecordedSentiment = [
  ['sentiment-pinned-texts-2026-12-07.txt', [['negative', 0.3895], ['negative', 0.7629], ['neutral', 0.6439], ['mixed', 0.9483], ['mixed', 0.9649], ['mixed', 0.963], ['mixed', 0.6516], ['mixed', 0.6135], ['positive', 0.5888], ['positive', 0.5891], ['negative', 0.7056], ['negative', 0.7004], ['negative', 0.9405], ['positive', 0.8353], ['mixed', 0.9873], ['mixed', 0.5137], ['negative', 0.4472], ['negative', 0.963], ['positive', 0.9], ['positive', 0.5954], ['positive', 0.688], ['positive', 0.7904], ['negative', 0.5254], ['negative', 0.9647], ['negative', 0.9767], ['negative', 0.9422], ['positive', 0.5495], ['positive', 0.5752], ['negative', 0.6745]]],
  ['sentiment-pinned-texts-2026-12-06.txt', [['neutral', 0.735], ['neutral', 0.7015], ['neutral', 0.6929], ['negative', 0.7581], ['negative', 0.663], ['negative', 0.5582], ['mixed', 0.9693], ['mixed', 0.9046], ['mixed', 0.4495], ['positive', 0.6138], ['positive', 0.35], ['positive', 0.8122], ['negative', 0.9409], ['negative', 0.9219], ['negative', 0.478], ['positive', 0.6953], ['negative', 0.5065], ['negative', 0.9101]]],
  ['sentiment-pinned-texts-2026-12-05.txt', [['positive', 0.5861], ['positive', 0.7669], ['negative', 0.5489], ['positive', 0.5194], ['positive', 0.4585], ['mixed', 0.9892], ['mixed', 0.9625], ['mixed', 0.9534], ['negative', 0.9615], ['negative', 0.9511], ['negative', 0.5604], ['negative', 0.7668], ['neutral', 0.8574], ['negative', 0.6336], ['negative', 0.9515], ['positive', 0.5754], ['positive', 0.8341]]],
  ['sentiment-pinned-texts-2026-12-04.txt', [['positive', 0.5343], ['positive', 0.4139], ['neutral', 0.3545], ['negative', 0.7192], ['negative', 0.502], ['mixed', 0.9623], ['mixed', 0.7089], ['positive', 0.35], ['positive', 0.371], ['positive', 0.3515], ['negative', 0.9175], ['neutral', 0.7312]]],
  ['sentiment-pinned-texts-2026-12-03.txt', [['positive', 0.5911], ['positive', 0.8366], ['positive', 0.4592], ['positive', 0.698], ['negative', 0.3067], ['negative', 0.9007], ['negative', 0.9731], ['mixed', 0.9178], ['mixed', 0.8953], ['neutral', 0.32], ['negative', 0.8936], ['negative', 0.9421]]],
  ['sentiment-pinned-texts-2026-12-02.txt', [['mixed', 0.9888], ['mixed', 0.9046], ['mixed', 0.9429], ['mixed', 0.9022], ['negative', 0.9661], ['mixed', 0.9379], ['positive', 0.8323], ['positive', 0.7816], ['positive', 0.4809], ['positive', 0.7509], ['neutral', 0.4641], ['neutral', 0.5827], ['neutral', 0.4949], ['positive', 0.8977], ['neutral', 0.5647], ['positive', 0.758], ['negative', 0.9394], ['positive', 0.7022]]],
  ['sentiment-pinned-texts-2026-12-01.txt', [['positive', 0.4578], ['positive', 0.9], ['positive', 0.655], ['positive', 0.6478], ['positive', 0.9], ['positive', 0.3854], ['positive', 0.543], ['mixed', 0.9324], ['mixed', 0.8618], ['positive', 0.9], ['positive', 0.4518], ['negative', 0.9], ['negative', 0.9], ['negative', 0.9], ['negative', 0.6612], ['negative', 0.6506], ['neutral', 0.7083]]],
  ['sentiment-pinned-texts.txt', [['mixed', 0.9398], ['neutral', 0.4715], ['positive', 0.7213], ['negative', 0.6165], ['positive', 0.4684], ['negative', 0.9605], ['neutral', 0.7727], ['negative', 0.718], ['mixed', 0.956], ['positive', 0.8007], ['positive', 0.7867], ['mixed', 0.947], ['neutral', 0.8557], ['mixed', 0.8713], ['neutral', 0.6265], ['neutral', 0.4902], ['negative', 0.9299], ['negative', 0.6741], ['neutral', 0.8157], ['positive', 0.685]]],
];

describeRecordedSentiment('2026-12-07', RECORDED);
