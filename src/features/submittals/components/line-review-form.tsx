import { Button, Flex, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { ReviewLineInput, SubmittalLine } from '@/shared/schemas/submittals';
import { LINE_DECISION_LABELS, LINE_DECISIONS } from '@/shared/schemas/submittals-values';
import { useReviewLine } from '@/lib/api/submittals/submittal-actions';

const reviewResolver = lazyZodResolver<ReviewLineInput>(() => import('@/shared/schemas/submittals').then((m) => m.reviewLineSchema));

/** A reviewer's decision on one line, with the comment the client reads (required unless approved). */
export function LineReviewForm({ submittalId, line }: { submittalId: string; line: SubmittalLine }) {
  const review = useReviewLine();
  const { register, handleSubmit, formState } = useForm<ReviewLineInput>({
    resolver: reviewResolver,
    defaultValues: { decision: line.decision ?? undefined, comment: line.comment ?? '' },
  });
  const label = `Line ${line.seq}`;
  return (
    <form
      noValidate
      aria-label={`Decide ${label.toLowerCase()}`}
      onSubmit={handleSubmit((body) => review.mutate({ submittalId, lineId: line.id, body }))}
    >
      <Flex gap="3" wrap="wrap" align="flex-start">
        <FormField label={`Decision, ${label.toLowerCase()}`} error={formState.errors.decision?.message}>
          <SelectControl registration={register('decision')} options={optionsFrom(LINE_DECISIONS, LINE_DECISION_LABELS)} />
        </FormField>
        <FormField label={`Comment, ${label.toLowerCase()}`} error={formState.errors.comment?.message}>
          <Textarea rows={2} {...register('comment')} />
        </FormField>
      </Flex>
      <Button type="submit" size="sm" mt="2" colorPalette="blue" loading={review.isPending}>
        Save decision
      </Button>
      <FormError message={review.error?.message} />
    </form>
  );
}
