/** Plan features, named by their key in the `content.plans.features` texts. */
export type PlanFeature =
  | 'catalogue'
  | 'stock'
  | 'ordering'
  | 'uptime'
  | 'support'
  | 'prioritySupport'
  | 'reports'
  | 'manager'
  | 'contract';

export type ApiPlanId = 'basic' | 'pro' | 'enterprise';

export interface ApiPlan {
  id: ApiPlanId;
  /** Requests a business may send per calendar month; `null` means unlimited. */
  monthlyRequests: number | null;
  /** The plan whose features this one includes, listed as "Everything in …". */
  includes: ApiPlanId | null;
  features: readonly PlanFeature[];
  featured: boolean;
}

/** The wholesale API plans with their quotas (spec section 9). */
export const API_PLANS: readonly ApiPlan[] = [
  {
    id: 'basic',
    monthlyRequests: 100,
    includes: null,
    features: ['catalogue', 'stock', 'ordering', 'uptime', 'support'],
    featured: false,
  },
  {
    id: 'pro',
    monthlyRequests: 10_000,
    includes: 'basic',
    features: ['prioritySupport', 'reports'],
    featured: true,
  },
  {
    id: 'enterprise',
    monthlyRequests: null,
    includes: 'pro',
    features: ['manager', 'contract'],
    featured: false,
  },
];
