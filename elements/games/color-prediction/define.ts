/**
 * Registers `<nl-color-prediction>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/color-prediction/define';
 */
import { defineElement } from '../../base/define-element';
import { ColorPrediction } from './color-prediction';
import { COLOR_PREDICTION_TAG, colorPredictionElementOptions, type NlColorPredictionElement } from './color-prediction-element';

/** Registers <nl-color-prediction>; safe to call again. Returns its class. */
export function defineColorPrediction() {
  return defineElement(COLOR_PREDICTION_TAG, ColorPrediction, colorPredictionElementOptions);
}

defineColorPrediction();

declare global {
  interface HTMLElementTagNameMap {
    'nl-color-prediction': NlColorPredictionElement;
  }
}
