// Type aliases, not interfaces: the web's typed translation keys look into them.

/** The four steps of activating a key on one platform family. */
export type ActivationSteps = {
  step1: string;
  step2: string;
  step3: string;
  step4: string;
};

/**
 * The activation guides shown beside a key, one per platform family (`PLATFORM_FAMILIES`),
 * in one language.
 */
export type ActivationGuide = {
  title: string;
  pc: ActivationSteps;
  xbox: ActivationSteps;
  playstation: ActivationSteps;
  nintendo: ActivationSteps;
};
