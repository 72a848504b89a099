import { smsValueSchema } from '../contract/auth.ts';
import { call } from '../lib/api/client.ts';
import { ApiFailure } from '../lib/api/failure.ts';

/** An SMS code request (SPEC §3): an answer with success false is a failure with the server's message. */
export async function requestSmsCode(request: Promise<Response>): Promise<{ expiredMinutes: number }> {
  const answer = await call(smsValueSchema, request);
  if (!answer.success) throw new ApiFailure('CODE_NOT_SENT', { message: answer.message });
  return answer;
}
