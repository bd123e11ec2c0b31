/**
 * Stable ids of seeded demo customers, shared by the demo seed and the embedded identity
 * provider's customer user (whose customer_ids claim must name real customers).
 */
export const DEMO_CUSTOMER_IDS = {
  silvretta: 'cust-silvretta',
  matterhorn: 'cust-matterhorn',
  zugspitze: 'cust-zugspitze',
} as const;
