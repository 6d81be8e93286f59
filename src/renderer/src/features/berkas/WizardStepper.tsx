import { Stepper } from '@mantine/core';
import { WIZARD_STEPS, type WizardStep } from './wizard-state';

/** The three steps' header; moving between steps happens through the buttons only. */
export function WizardStepper(props: { step: WizardStep }) {
  return (
    <Stepper
      active={props.step - 1}
      size="sm"
      allowNextStepsSelect={false}
      aria-label="Langkah pengajuan"
    >
      {WIZARD_STEPS.map((label, index) => (
        <Stepper.Step key={label} label={`Langkah ${index + 1}`} description={label} />
      ))}
    </Stepper>
  );
}
