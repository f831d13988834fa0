/**
 * The transfers sentence of the privacy notice is written from the processors' facts: "no transfer"
 * only when every processor is in the EEA; otherwise each processor outside it, with its country
 * and its safeguard. Test processors are made-up names, never facts.
 */
import { describe, expect, it } from 'vitest';
import { placeholder, placeholderPaths, processors, type ProcessorFacts } from '../../content/facts';
import { contentFor } from '../../content/index';
import { transfersSentence } from '../../content/legal';
import { translatedLocales } from '../../content/locales';
import { asRead } from '../../content/typography';


const inFrance: ProcessorFacts = { name: 'Hôte Test SAS', role: 'siteHosting', countryCode: 'FR', safeguard: 'eea' };
const inGermany: ProcessorFacts = { name: 'Datenbank Test GmbH', role: 'formDatabase', countryCode: 'DE', safeguard: 'eea' };
const usUnderDpf: ProcessorFacts = { name: 'Chat Test Inc.', role: 'leadChat', countryCode: 'US', safeguard: 'dpf' };

describe('the transfers sentence', () => {
  for (const locale of translatedLocales) {
    const { transfers, recipients } = contentFor(locale).legal.privacy;

    it(`${locale}: says "no transfer" when every processor is in the EEA`, () => {
      expect(transfersSentence(transfers, recipients, locale, [inFrance, inGermany])).toBe(transfers.none);
    });

    it(`${locale}: names a US processor with its country and the Data Privacy Framework`, () => {
      const sentence = transfersSentence(transfers, recipients, locale, [inFrance, usUnderDpf, inGermany]);
      expect(sentence).not.toBe(transfers.none);
      const unitedStates = new Intl.DisplayNames(locale, { type: 'region' }).of('US')!;
      expect(asRead(sentence)).toContain(`Chat Test Inc. (${unitedStates})`);
      expect(sentence).toContain(recipients.safeguards.dpf);
      // The EEA processors are not listed as transfers.
      expect(sentence).not.toContain('Hôte Test SAS');
      expect(sentence).not.toContain('Datenbank Test GmbH');
      expect(sentence).not.toMatch(/\{processors\}/);
    });
  }

  it('fr: the whole sentence for a US processor under the DPF', () => {
    const { transfers, recipients } = contentFor('fr').legal.privacy;
    expect(asRead(transfersSentence(transfers, recipients, 'fr', [inFrance, usUnderDpf]))).toBe(
      'Certains prestataires sont établis hors de l’Espace économique européen\u202f; chaque transfert vers eux est encadré par la garantie indiquée\u00a0: ' +
        'Chat Test Inc. (États-Unis)\u00a0– Cadre de protection des données UE-États-Unis (Data Privacy Framework), décision d’adéquation du 10 juillet 2023. ' +
        'Vous pouvez obtenir une copie de ces garanties en écrivant à l’adresse indiquée plus haut.',
    );
  });

  it('a processor whose safeguard is still a placeholder is never counted in the EEA', () => {
    const { transfers, recipients } = contentFor('en').legal.privacy;
    const unknown: ProcessorFacts = { name: placeholder(), role: 'leadEmail', countryCode: placeholder(), safeguard: placeholder() };
    expect(transfersSentence(transfers, recipients, 'en', [inFrance, unknown])).not.toBe(transfers.none);
  });

  it('the site’s own processors: every one still a placeholder is named by the public-build guard', () => {
    for (const [id, processor] of Object.entries(processors)) {
      if (typeof processor.safeguard === 'object') expect(placeholderPaths()).toContain(`processors.${id}.safeguard`);
    }
    expect(placeholderPaths()).toContain('processors.leadWebhook.name');
    // A host's name is one fact, named once, by its settings path.
    expect(placeholderPaths()).toContain('settings.siteHost.name');
    expect(placeholderPaths()).not.toContain('processors.siteHost.name');
  });
});
