import { Stepper } from '@mantine/core';
import { WIZARD_STEPS, type WizardStep } from './wizard-state';
import classes from './WizardStepper.module.css';

/**
 * The three steps' header; moving between steps happens through the buttons only. The steps'
 * names sit under their icons on one row (beside them, at 390 px, step 1 stood alone on the
 * first row); WizardStepper.module.css keeps it so at 360 px.
 */
export function WizardStepper(props: { step: WizardStep }) {
  return (
    <Stepper
      active={props.step - 1}
      size="sm"
      allowNextStepsSelect={false}
      labelPosition="bottom"
      wrap={false}
      classNames={{ separator: classes.separator, stepLabel: classes.stepLabel }}
      aria-label="Langkah pengajuan"
    >
      {WIZARD_STEPS.map((label, index) => (
        <Stepper.Step key={label} label={`Langkah ${index + 1}`} description={label} />
      ))}
    </Stepper>
  );
}
