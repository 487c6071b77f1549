import { isFieldRule } from '../domain/field-rules.ts';
import { validation } from './fr/validation.ts';

/** The French message of a docs/product.md#validation rule key (from a domain schema); any other text is returned as is. */
export function fieldMessage(ruleOrMessage: string): string {
  return isFieldRule(ruleOrMessage) ? validation[ruleOrMessage] : ruleOrMessage;
}
