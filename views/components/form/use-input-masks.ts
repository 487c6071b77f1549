import { MaskInput } from 'maska';
import { useEffect, type RefObject } from 'react';

/**
 * Applies the input masks (`data-maska`, see TextField's `mask`) of the fields inside `container`
 * once the page runs: typing "4111111111111111" shows "4111 1111 1111 1111". Masks format only;
 * the rules (docs/product.md#validation) still judge the value.
 */
export function useInputMasks(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const inputs = container.current?.querySelectorAll<HTMLInputElement>('input[data-maska]');
    if (!inputs || inputs.length === 0) return undefined;
    const masks = new MaskInput(inputs);
    return () => masks.destroy();
  }, [container]);
}
