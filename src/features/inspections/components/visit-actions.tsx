import { Button, Menu, Portal } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { VISIT_CHANGE_LABELS, type VisitChangeAction } from '@/lib/api/inspections/change-visit';
import type { Inspection } from '@/shared/schemas/inspections';
import { visitName } from '../inspection-model';

// The dialog (its form, the dialog machinery) loads when an Admin first picks an action.
const VisitChangeDialog = lazy(() => import('./visit-change-dialog').then((module) => ({ default: module.VisitChangeDialog })));

const ACTIONS: readonly VisitChangeAction[] = ['reschedule', 'reassign', 'cancel'];

/** The Admin's menu on a scheduled visit: Reschedule, Reassign, Cancel visit, each in its dialog. */
export function VisitActions({ inspection }: { inspection: Inspection }) {
  const [action, setAction] = useState<VisitChangeAction | null>(null);
  return (
    <>
      <Menu.Root onSelect={(details) => setAction(details.value as VisitChangeAction)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" aria-label={`Change the visit ${visitName(inspection)}`}>
            Change
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              {ACTIONS.map((item) => (
                // Keyboard selection arrives through the root's onSelect only, a pointer click
                // through onClick (and onSelect too when Zag had the item highlighted): setting
                // the same action twice is harmless.
                <Menu.Item key={item} value={item} color={item === 'cancel' ? 'fg.error' : undefined} onClick={() => setAction(item)}>
                  {VISIT_CHANGE_LABELS[item]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {action && (
        <Suspense fallback={null}>
          <VisitChangeDialog key={action} action={action} inspection={inspection} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}
