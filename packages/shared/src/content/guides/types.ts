/** The four steps of activating a key on one platform family. */
export interface ActivationSteps {
  step1: string;
  step2: string;
  step3: string;
  step4: string;
}

/**
 * The activation guides shown beside a key, one per platform family (`PLATFORM_FAMILIES`),
 * in one language.
 */
export interface ActivationGuide {
  title: string;
  pc: ActivationSteps;
  xbox: ActivationSteps;
  playstation: ActivationSteps;
  nintendo: ActivationSteps;
}
