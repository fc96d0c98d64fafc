import { expect } from '@playwright/test';
import { createQuizSetByApi, templates, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import { test } from './support/test';

/**
 * Issue 6 "Who sees answers": /quiz/{id} marks the correct answers for the owner and other teachers
 * only; an anonymous visitor and a student see the questions without any mark.
 */
test('correct marks only for teachers; none for anonymous visitors and students', async ({ browser }) => {
  const owner = await browser.newPage();
  await signInByApi(owner, demo.pro);
  const templateId = (await templates(owner)).find((t) => t.templatePlanType === 'FREE')!.templateId;
  const id = await createQuizSetByApi(owner, { title: uniqueWord('Answers'), templateId });
  await owner.goto(`/quiz/${id}`);
  await expect(owner.locator('[data-correct]')).toHaveCount(1);
  await expect(owner.getByText('Answer: O')).toBeVisible();

  const anonymous = await browser.newPage();
  const read = await anonymous.request.get(`/api/quizsets/${id}`);
  expect(((await read.json()) as { data: { quizList: { answer: string }[] } }).data.quizList[0]?.answer).toBe(
    '',
  );
  await anonymous.goto(`/quiz/${id}`);
  await expect(anonymous.getByText('The sun rises in the east.')).toBeVisible();
  await expect(anonymous.getByTestId('answers-hidden')).toBeVisible();
  await expect(anonymous.locator('[data-correct]')).toHaveCount(0);

  const student = await browser.newPage();
  await signInByApi(student, demo.student);
  await student.goto(`/quiz/${id}`);
  await expect(student.getByTestId('answers-hidden')).toBeVisible();
  await expect(student.locator('[data-correct]')).toHaveCount(0);

  const teacher = await browser.newPage();
  await signInByApi(teacher, demo.free);
  await teacher.goto(`/quiz/${id}`);
  await expect(teacher.locator('[data-correct]')).toHaveCount(1);
});
